export function App() {
  return <h1>Basketry</h1>;
}
