// The benchmark table's markup, one component for both sides of the comparison: the bare worker
// (scripts/bench/bare) and the storefront's page (./table-route.tsx) render the same
// elements, so the measured difference is the pipeline around it.
import type { TableRow } from './table-rows';

export function BenchTable({ rows }: { rows: TableRow[] }) {
  return (
    <table>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
