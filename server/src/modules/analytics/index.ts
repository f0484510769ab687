/** The analytics module's public surface (the bench reads the charts through it). */
export { getAnalyticsChart, type AnalyticsChartInput } from './get-analytics-chart.ts';
export { exportAnalyticsChart } from './export-analytics-chart.ts';
