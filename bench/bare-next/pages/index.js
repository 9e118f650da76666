// The floor for server-rendering throughput (issue 8): a Next.js page that renders nothing,
// rendered on every request like the home page (getServerSideProps), nothing else.
export default function Bare() {
  return null;
}

export function getServerSideProps() {
  return { props: {} };
}
