import { useCallback, useEffect, useRef, useState } from 'react';
import { fieldErrors } from '../api/client';
import { validate } from '../api/validation';

const NONE = {};

/**
 * The state of one form: values, the first error per field, whether it is being sent, and the
 * last failure of the send. Checks `schema` (zod) on submit with the spec's messages; a 400 from
 * the server puts its `errors` envelope (API.md) under the same fields; after either, the first
 * invalid field (in page order) gets the focus.
 *
 *   const form = useForm(threadSchema, { title: '', body: '' }, { prepare });
 *   <form onSubmit={form.handleSubmit(send, { onError })} noValidate>
 *     <TextField label="Title" {...form.field('title')} />
 *
 * - `initial`: the starting values, read once (call `reset(values)` to start again).
 * - `options.prepare(values)`: the payload to check and send (trimmed, tags parsed...). Its keys
 *   are the field names the errors come back under, so keep them equal to the form's names.
 * - `field(name)`: `{name, value, onChange, error, ref}` for TextField, TextArea, PasswordField;
 *   a boolean value gives `checked` instead of `value` (Checkbox). Changing a field clears its error.
 * - `setValue(name, value)`: for inputs that are not DOM fields (ImageUpload's list).
 * - `handleSubmit(onValid, {onError})`: the form's onSubmit. Calls `await onValid(payload)` only
 *   when the payload is valid; when it throws, its field errors show, `failure` holds the error
 *   and `onError(error)` runs (show a toast or the server's message). `submitting` is true while
 *   `onValid` runs, so the submit button can be disabled.
 */
export function useForm(schema, initial, { prepare = (values) => values } = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(NONE);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const elements = useRef(new Map());
  const refs = useRef(new Map());
  const busy = useRef(false);
  const latest = useRef();
  latest.current = { values, prepare, schema, errors };

  // Once after each submit that found errors, focus the first invalid field the page shows.
  useEffect(() => {
    if (!focusRequest) return;
    const { errors: shown } = latest.current;
    const invalid = [...elements.current.entries()]
      .filter(([name, element]) => shown[name] && element?.isConnected)
      .map(([, element]) => element)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  }, [focusRequest]);

  const showErrors = useCallback((found) => {
    setErrors(Object.keys(found).length > 0 ? found : NONE);
    if (Object.keys(found).length > 0) setFocusRequest((count) => count + 1);
  }, []);

  const setValue = useCallback((name, value) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const refFor = (name) => {
    if (!refs.current.has(name)) {
      refs.current.set(name, (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      });
    }
    return refs.current.get(name);
  };

  const field = (name) => {
    const value = values[name];
    const onChange = (event) => {
      const { type, checked, value: typed } = event.target;
      setValue(name, type === 'checkbox' ? checked : typed);
    };
    const shown = typeof value === 'boolean' ? { checked: value } : { value: value ?? '' };
    return { name, ...shown, onChange, error: errors[name], ref: refFor(name) };
  };

  const handleSubmit =
    (onValid, { onError } = {}) =>
    async (event) => {
      event?.preventDefault?.();
      if (busy.current) return;
      const { values: current, prepare: toPayload, schema: rules } = latest.current;
      const payload = toPayload(current);
      const { errors: invalid } = validate(rules, payload);
      setFailure(null);
      showErrors(invalid);
      if (Object.keys(invalid).length > 0) return;
      busy.current = true;
      setSubmitting(true);
      try {
        await onValid(payload);
      } catch (error) {
        setFailure(error);
        showErrors(fieldErrors(error));
        onError?.(error);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    };

  const reset = useCallback((next = initial) => {
    setValues(next);
    setErrors(NONE);
    setFailure(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, errors, submitting, failure, field, setValue, handleSubmit, setErrors: showErrors, reset };
}
