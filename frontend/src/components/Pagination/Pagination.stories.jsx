import { Pagination } from './Pagination';

export default {
  title: 'Components/Pagination',
  tags: ['autodocs'],
  component: Pagination,
  args: { page: 1, hasPrevious: false, hasNext: true, onPrevious: () => {}, onNext: () => {} },
};

export const FirstPage = {};
export const MiddlePage = { args: { page: 3, hasPrevious: true } };
export const LastPage = { args: { page: 4, hasPrevious: true, hasNext: false } };
export const OnlyPage = { args: { hasNext: false } };
