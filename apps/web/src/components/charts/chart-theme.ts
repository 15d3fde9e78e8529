import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';

// Chart.js draws only what is registered; the bar and doughnut charts need these.
ChartJS.register(CategoryScale, LinearScale, BarElement, ArcElement, Tooltip, Legend);

// The theme's clay, court and ball colours (styles.css), as Chart.js needs literal colours.
export const CLAY = '#c25a32';
export const COURT = '#31845e';
export const BALL = '#c3d22b';
/** One colour a slice, for doughnuts with more slices than the theme has colours. */
export const PALETTE = ['#a84a23', '#31845e', '#c3d22b', '#d0734d', '#1d553d', '#e09a7b', '#7fbf9e', '#6e3119'];

/** The bars count matches, players and euros: from zero, in whole steps; one series needs no legend. */
export const barOptions = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
} as const;

/** The legend goes under the doughnut, where a phone has room for every slice's name. */
export const doughnutOptions = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom' } },
} as const;
