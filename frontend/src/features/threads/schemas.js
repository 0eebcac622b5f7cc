export { threadSchema, validate } from '../../api/validation';
