import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.color.borderStrong}; }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.borderStrong};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceHover}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.dangerOnSolid};
    border-color: ${({ theme }) => theme.color.danger};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.dangerHover}; }
  `,
};

const sizes = {
  sm: css`
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  lg: css`
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  icon: css`
    padding: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
};

export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.25;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transition.fast},
    border-color ${({ theme }) => theme.transition.fast};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant] ?? variants.primary}
  ${({ $size }) => sizes[$size] ?? sizes.md}

  &:disabled, &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button`${buttonStyles}`;
const StyledLink = styled(Link)`${buttonStyles}`;
const StyledAnchor = styled.a`${buttonStyles}`;

/** A button. `variant`: primary | secondary | outline | ghost | danger; `size`: sm | md | lg | icon. */
export const Button = forwardRef(function Button(
  { variant = 'primary', size = 'md', block = false, type = 'button', ...props },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} $block={block} {...props} />;
});

/** A router link that looks like a button. */
export const ButtonLink = forwardRef(function ButtonLink(
  { variant = 'primary', size = 'md', block = false, ...props },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} $block={block} {...props} />;
});

/** A plain anchor (in-page hash, mailto:) that looks like a button. */
export const ButtonAnchor = forwardRef(function ButtonAnchor(
  { variant = 'primary', size = 'md', block = false, ...props },
  ref,
) {
  return <StyledAnchor ref={ref} $variant={variant} $size={size} $block={block} {...props} />;
});
