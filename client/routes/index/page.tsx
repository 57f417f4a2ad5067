// `/`: no layout. The worker redirects before rendering; this only shows if it could not.
export function IndexPage() {
  return (
    <main className="index-page">
      <title>Argyle</title>
      <p>
        Choose your shop: <a href="/uk">United Kingdom</a> · <a href="/de">Deutschland</a> · <a href="/us">United States</a> ·{' '}
        <a href="/gl">International</a>
      </p>
    </main>
  );
}
