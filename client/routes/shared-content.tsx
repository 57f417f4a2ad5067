// Shared content page: no layout, for embedding content blocks elsewhere.
export function SharedContentPage() {
  return (
    <main className="shared-content" data-page-type="unknown">
      <title>Shared content | Argyle</title>
    </main>
  );
}
