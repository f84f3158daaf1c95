import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderChart } from '../../../components/renderChart.testkit';
import { ProbabilityChart } from './ProbabilityChart';

const render = (language: 'en' | 'hi') =>
  renderChart(
    createElement(ProbabilityChart, {
      labels: ['Germination', 'Flowering', 'Harvest'],
      values: [0.2, 0.7, 0.1],
      xName: 'Seed Stage',
      yName: 'Confidence Score',
      highlight: 1,
    }),
    language,
  );

describe('ProbabilityChart text alternative (issue 39)', () => {
  it('keeps its name (the e2e tests match it) and is described by the highest and lowest class', async () => {
    const { html, summary } = await render('en');
    expect(html).toContain('data-testid="probability-chart"');
    expect(html).toMatch(/aria-label="Confidence Score \/ Seed Stage: Germination: 20%, Flowering: 70%, Harvest: 10%"/);
    expect(summary).toBe('Confidence Score / Seed Stage: 3 bars; highest Flowering (70%), lowest Harvest (10%).');
    expect(html).toContain('Show data as table');
  });

  it('gives the same numbers in Hindi', async () => {
    const { summary } = await render('hi');
    expect(summary).toBe('Confidence Score / Seed Stage: 3 स्तंभ; सबसे अधिक Flowering (70%), सबसे कम Harvest (10%)।');
  });
});
