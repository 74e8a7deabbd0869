export function SummaryScreen() {
  return <div>Summary</div>;
}
