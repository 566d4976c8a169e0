import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { LayoutSettingsProvider } from '../layout-settings';
import { NoticesProvider } from './notices';

afterEach(cleanup);

function Toast({ text }: { text: string }) {
  const { message } = App.useApp();
  useEffect(() => {
    void message.success(text);
  }, [message, text]);
  return null;
}

describe('the notices of the root', () => {
  it('shows a toast asked for before antd has loaded, once it has', async () => {
    render(
      <LayoutSettingsProvider>
        <NoticesProvider>
          <Toast text="已保存" />
        </NoticesProvider>
      </LayoutSettingsProvider>,
    );
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('answers modal.confirm with a handle that changes the dialog, also before it is on screen', async () => {
    function Confirm() {
      const { modal } = App.useApp();
      useEffect(() => {
        const handle = modal.confirm({ title: '确定吗？' });
        handle.update({ title: '改过的标题' });
      }, [modal]);
      return null;
    }
    render(
      <LayoutSettingsProvider>
        <NoticesProvider>
          <Toast text="先到的提示" />
          <Confirm />
        </NoticesProvider>
      </LayoutSettingsProvider>,
    );
    expect(await screen.findByText('先到的提示')).toBeTruthy();
    expect((await screen.findAllByText('改过的标题')).length).toBeGreaterThan(0);
    expect(screen.queryByText('确定吗？')).toBeNull();
  });
});
