import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Three({ manual = false }: { manual?: boolean }) {
  const [value, setValue] = useState('one');
  return (
    <Tabs value={value} onValueChange={setValue} activationMode={manual ? 'manual' : 'automatic'}>
      <TabsList aria-label="Numbers">
        {['one', 'two', 'three'].map((v) => (
          <TabsTrigger key={v} value={v}>
            {v}
          </TabsTrigger>
        ))}
      </TabsList>
      {['one', 'two', 'three'].map((v) => (
        <TabsContent key={v} value={v}>{`Panel ${v}`}</TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs', () => {
  it('name the selected panel by its tab and keep one tab stop', async () => {
    render(<Three />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(tab('one')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'one' })).toHaveTextContent('Panel one');
    expect(tab('two')).toHaveAttribute('tabindex', '-1');
    expect(tab('one')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    await userEvent.click(tab('three'));
    expect(screen.getByRole('tabpanel', { name: 'three' })).toHaveTextContent('Panel three');
    expect(screen.queryByText('Panel one')).toBeNull();
  });

  it('select as arrow keys move focus, wrapping, with Home and End', async () => {
    const user = userEvent.setup();
    render(<Three />);
    await user.tab();
    expect(tab('one')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('three')).toHaveFocus();
    expect(tab('three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('one')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('one')).toHaveAttribute('aria-selected', 'true');
  });

  it('with manual activation, move focus only until Enter', async () => {
    const user = userEvent.setup();
    render(<Three manual />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('two')).toHaveFocus();
    expect(tab('one')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('two')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two');
  });
});
