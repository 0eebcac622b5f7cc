import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { Button } from '../Button/Button';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)} 0;
`;

const PageNumber = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Previous/Next under a list. Previous is disabled on page 1, Next when the server announced no
 * further page. The page number is announced politely when it changes.
 */
export function Pagination({ page, hasPrevious, hasNext, onPrevious, onNext, label = 'Pagination' }) {
  return (
    <Nav aria-label={label}>
      <Button variant="outline" onClick={onPrevious} disabled={!hasPrevious}>
        <Icon name="chevronLeft" size={16} />
        Previous
      </Button>
      <PageNumber aria-live="polite">{`Page ${page}`}</PageNumber>
      <Button variant="outline" onClick={onNext} disabled={!hasNext}>
        Next
        <Icon name="chevronRight" size={16} />
      </Button>
    </Nav>
  );
}
