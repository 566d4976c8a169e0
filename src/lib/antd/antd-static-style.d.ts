/** The address of antd's static style sheet (scripts/antd-static-style.ts), or null where antd keeps its runtime styles (Vitest). */
declare module 'virtual:antd-static-style' {
  const href: string | null;
  export default href;
}
