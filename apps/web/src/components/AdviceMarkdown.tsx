import type { AdviceLanguage } from '@agrim/contracts';
import { Box } from '@mui/material';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** The page has its own h1 and the 'Fertilizer Recommendation' h2: the advice's headings sit below them. */
const HEADINGS: Components = { h1: 'h3', h2: 'h4', h3: 'h5' };

/**
 * The text comes from a language model that read farmer-supplied values, so it is untrusted:
 * raw HTML stays literal text (no rehype-raw), react-markdown's default URL filter empties
 * javascript:, vbscript: and data: links, and images are dropped, since an advice has none of its
 * own and a remote one would leak the reader's visit (and break the CSP's img-src).
 */
const DROPPED = ['img'];

/** The advice text: markdown with tables; Hindi is set in the Devanagari font (spec 2.6). */
export function AdviceMarkdown({ text, language }: { text: string; language: AdviceLanguage }) {
  return (
    <Box
      lang={language === 'hindi' ? 'hi' : 'en'}
      data-testid="advice"
      sx={{
        fontFamily: language === 'hindi' ? '"Noto Sans Devanagari", "Noto Sans", sans-serif' : undefined,
        lineHeight: 1.6,
        overflowWrap: 'anywhere',
        '& h3': { fontSize: '1.15rem', mt: 2, mb: 1 },
        '& h4, & h5': { fontSize: '1.05rem', mt: 2, mb: 1 },
        '& table': { borderCollapse: 'collapse', width: '100%', my: 1, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover' },
        '& ul, & ol': { pl: 3 },
      }}
    >
      <Markdown remarkPlugins={[remarkGfm]} components={HEADINGS} disallowedElements={DROPPED}>
        {text}
      </Markdown>
    </Box>
  );
}
