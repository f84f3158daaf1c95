import { styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.primary.dark,
  fontWeight: 600,
  textDecoration: 'underline',
  // Off the screen until it has the keyboard's focus (not display: none, which would take it out of the tab order).
  transform: 'translateY(-200%)',
  '&:focus, &:focus-visible': { transform: 'none' },
}));

/**
 * "Skip to main content" (WCAG 2.4.1, issue 39): the frame's first tab stop, shown when focused; it moves
 * the keyboard's focus to the screen's main landmark, past the menu and the top bar.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Not the browser's own jump to #main-content: that would put the fragment into the router's address.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <Link href={`#${MAIN_ID}`} onClick={skip} data-testid="skip-link">
      {t('a11y.skipToMain')}
    </Link>
  );
}
