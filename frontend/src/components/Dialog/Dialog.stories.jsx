import { useState } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { ConfirmDialog, Dialog, DialogActions } from './Dialog';

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

export const WithForm = {
  render: () => (
    <Dialog open title="Send Message" description="Write to Grace Hopper." onClose={() => {}}>
      <TextField label="Subject (optional)" />
      <DialogActions>
        <Button variant="outline">Cancel</Button>
        <Button>Send</Button>
      </DialogActions>
    </Dialog>
  ),
};

export const Confirm = {
  render: () => (
    <ConfirmDialog
      open
      title="Delete conversation"
      description="Delete your conversation with Grace Hopper? It is removed for you only."
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};

export const Busy = {
  render: () => (
    <ConfirmDialog
      open
      busy
      title="Delete message"
      description="Delete this message?"
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};
