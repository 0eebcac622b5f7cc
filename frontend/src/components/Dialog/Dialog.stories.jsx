import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

export default {
  title: 'Components/Dialog',
  component: Dialog,
};

function Demo({ initiallyOpen }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Contact Ada" description="Ask about a project.">
        <p>Anything a dialog holds goes here.</p>
      </Dialog>
    </>
  );
}

export const Closed = { render: () => <Demo initiallyOpen={false} /> };
export const Open = { render: () => <Demo initiallyOpen /> };
