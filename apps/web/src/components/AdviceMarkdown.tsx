import { type AdviceLanguage, languageOfWord } from '@agrim/contracts';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import { useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { adviceLayout, NOWRAP_CLASS } from './AdviceMarkdown.layout';

/** The page has its own h1 and the 'Fertilizer Recommendation' h2: the advice's headings sit below them. */
const HEADINGS: Components = { h1: 'h3', h2: 'h4', h3: 'h5' };

/**
 * The text comes from a language model that read farmer-supplied values, so it is untrusted:
 * raw HTML stays literal text (no rehype-raw), react-markdown's default URL filter empties
 * javascript:, vbscript: and data: links, and images are dropped, since an advice has none of its
 * own and a remote one would leak the reader's visit (and break the CSP's img-src).
 */
const DROPPED = ['img'];

/**
 * The advice text: markdown with tables; Hindi and Marathi are set in the Devanagari font (spec 2.6). Issue 39: below 600 px
 * (MUI's `sm`) each table row is a card of "label: value" lines; numbers never break; the derivation and the
 * sources fold (closed on a phone), after what to buy and when to apply (AdviceMarkdown.layout.ts).
 */
export function AdviceMarkdown({ text, language }: { text: string; language: AdviceLanguage }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const rehypePlugins = useMemo<Options['rehypePlugins']>(() => [[adviceLayout, { open: !phone }]], [phone]);
  return (
    <Box
      lang={languageOfWord(language)}
      data-testid="advice"
      sx={{
        fontFamily: language === 'english' ? undefined : '"Noto Sans Devanagari", "Noto Sans", sans-serif',
        lineHeight: 1.6,
        // break-word, not anywhere: a word breaks only when it cannot fit a line at all ("Prod/uct" came from anywhere).
        overflowWrap: 'break-word',
        [`& .${NOWRAP_CLASS}`]: { whiteSpace: 'nowrap' },
        '& h3': { fontSize: '1.15rem', mt: 2, mb: 1 },
        '& h4, & h5': { fontSize: '1.05rem', mt: 2, mb: 1 },
        '& table': { borderCollapse: 'collapse', width: '100%', my: 1, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover', whiteSpace: 'nowrap' },
        '& ul, & ol': { pl: 3 },
        '& details.advice-fold': { borderTop: 1, borderColor: 'divider', mt: 2 },
        '& details.advice-fold > summary': { cursor: 'pointer', py: 0.5 },
        '& details.advice-fold > summary > :is(h3, h4, h5)': { display: 'inline', m: 0 },
        [theme.breakpoints.down('sm')]: {
          '& table, & tbody, & tr, & td': { display: 'block' },
          '& table': { overflowX: 'visible' },
          // The heading row stays for screen readers; each cell says its heading itself.
          '& thead': {
            display: 'block',
            position: 'absolute',
            width: '1px',
            height: '1px',
            m: '-1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            clipPath: 'inset(50%)',
          },
          '& tr': { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, mb: 1 },
          '& td': { border: 0, px: 0, py: 0.25 },
          '& td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 700 },
        },
      }}
    >
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={rehypePlugins} components={HEADINGS} disallowedElements={DROPPED}>
        {text}
      </Markdown>
    </Box>
  );
}
