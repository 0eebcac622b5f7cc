import { TextField } from '../TextField/TextField';
import { Button } from '../Button/Button';
import { ConfirmDialog, Dialog, DialogActions } from './Dialog';

export default {
  title: 'Components/Dialog',
  component: Dialog,
};

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
    <ConfirmDialog open busy title="Delete message" description="Delete this message?" onConfirm={() => {}} onCancel={() => {}} />
  ),
};
