/** Placeholder: replaced by its feature's issue. */
export default function Page() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-2xl font-bold">Admin Dashboard</h1>
    </main>
  );
}
