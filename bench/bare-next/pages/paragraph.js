// The floor for Lighthouse (issue 8): what Next.js and React alone score on this machine, a
// static page with a heading and a paragraph and nothing else, measured beside the product.
export default function Paragraph() {
  return (
    <main>
      <h1>Sportsbook</h1>
      <p>A bare Next.js page: its framework, a heading and this paragraph, nothing else.</p>
    </main>
  );
}
