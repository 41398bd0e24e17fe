// The about page's fixed figures and sample content (as on the old site's About page).

export interface Highlight {
  readonly figure: string;
  readonly label: string;
  readonly detail: string;
}

export const highlights: readonly Highlight[] = [
  { figure: '5', label: 'Titles', detail: 'Midwest and Chicago-area championships in the trophy cabinet.' },
  { figure: '40+', label: 'Years of experience', detail: 'Playing, coaching and hosting rugby since 1980.' },
  { figure: '3000', label: 'Games played', detail: "Men's, women's, Fossils and youth fixtures, home and away." },
  { figure: 'Premier', label: 'Facilities and hall', detail: 'Fields, clubhouse and banquet hall on our own land in Lemont.' },
];
