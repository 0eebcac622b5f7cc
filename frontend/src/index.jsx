import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The first render is a transition: React renders it in slices and yields to the browser between
// them, so a slow phone never sees one long task block input (docs/benchmarks.md, TBT).
startTransition(() => {
  createRoot(document.getElementById('root')).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
