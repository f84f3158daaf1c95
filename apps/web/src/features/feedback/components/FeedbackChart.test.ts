import type { DashboardResponse } from '@agrim/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderChart } from '../../../components/renderChart.testkit';
import { FeedbackChart } from './FeedbackChart';

/** 4 + 9 + 2 = 15 in all, the most (9) on 11 March, the fewest (2) on 12 March. */
const graphs = {
  feedback_graph: {
    data_points: [
      { day: '2026-03-10', count: 4 },
      { day: '2026-03-11', count: 9 },
      { day: '2026-03-12', count: 2 },
    ],
  },
  predictions_graph: { data_points: [] },
} as unknown as Pick<DashboardResponse['data'], 'feedback_graph' | 'predictions_graph'>;

const render = (language: 'en' | 'hi') => renderChart(createElement(FeedbackChart, { graphs, loading: false }), language);

describe('FeedbackChart text alternative (issue 39)', () => {
  it('keeps its test id and is described by the days, the total and the busiest and quietest day', async () => {
    const { html, summary } = await render('en');
    expect(html).toContain('data-testid="chart-feedback"');
    expect(summary).toBe('Total feedback: 3 days from 10 Mar to 12 Mar, 15 in all; most on 11 Mar (9), fewest on 12 Mar (2).');
  });

  it('says the same numbers in Hindi, with no English words', async () => {
    const { summary } = await render('hi');
    expect(summary).toContain('3 दिन, कुल 15');
    expect(summary).toContain('(9)');
    expect(summary).toContain('(2)');
    expect(summary).not.toMatch(/[A-Za-z]/);
  });
});
