import styled from 'styled-components';
import { Icon, iconNames } from './Icon';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export default { title: 'Components/Icon', tags: ['autodocs'], component: Icon, args: { name: 'sun', size: 24 } };

export const Single = {};
export const All = {
  render: (args) => (
    <Grid>
      {iconNames.map((name) => (
        <div key={name}>
          <Icon {...args} name={name} />
          {name}
        </div>
      ))}
    </Grid>
  ),
};
export const Filled = { args: { name: 'bookmark', filled: true } };
