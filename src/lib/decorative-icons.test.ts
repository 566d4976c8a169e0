import { afterEach, describe, expect, it } from 'vitest';
import { hideDefaultIconNames, watchDefaultIconNames } from './decorative-icons';

const icon = (name: string, label = name) => `<span role="img" aria-label="${label}" class="anticon anticon-${name}"><svg></svg></span>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('icons with their English default names', () => {
  it('are hidden; an icon named by the app keeps its name', () => {
    document.body.innerHTML = `<button>${icon('plus')} 发布</button><button title="上一页">${icon('left')}</button>${icon('bell', '通知')}`;
    hideDefaultIconNames(document.body);
    const [plus, left, bell] = document.querySelectorAll('.anticon');
    expect(plus.getAttribute('aria-hidden')).toBe('true');
    expect(left.getAttribute('aria-hidden')).toBe('true');
    expect(bell.getAttribute('aria-hidden')).toBeNull();
  });

  it('name a control holding nothing but the icon by the nearest title, or leave the icon named', () => {
    document.body.innerHTML = `<ul><li title="下一页"><button>${icon('right')}</button></li></ul><button id="bare">${icon('close')}</button>`;
    hideDefaultIconNames(document.body);
    const next = document.querySelector('li button')!;
    expect(next.getAttribute('aria-label')).toBe('下一页');
    expect(next.querySelector('.anticon')!.getAttribute('aria-hidden')).toBe('true');
    const bare = document.getElementById('bare')!;
    expect(bare.hasAttribute('aria-label')).toBe(false);
    expect(bare.querySelector('.anticon')!.getAttribute('aria-hidden')).toBeNull();
  });

  it('are hidden when they arrive later or change', async () => {
    const stop = watchDefaultIconNames(document.body);
    const holder = document.createElement('div');
    holder.innerHTML = icon('info-circle');
    document.body.append(holder);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    const added = holder.querySelector('.anticon')!;
    expect(added.getAttribute('aria-hidden')).toBe('true');

    holder.innerHTML = icon('loading');
    await settle();
    const spinner = holder.querySelector('.anticon')!;
    expect(spinner.getAttribute('aria-hidden')).toBe('true');

    // A pager button named by its item's title follows the title into the other language.
    holder.innerHTML = `<li title="上一页"><button>${icon('left')}</button></li>`;
    await settle();
    const previous = holder.querySelector('button')!;
    expect(previous.getAttribute('aria-label')).toBe('上一页');
    holder.querySelector('li')!.setAttribute('title', 'Previous Page');
    await settle();
    expect(previous.getAttribute('aria-label')).toBe('Previous Page');
    stop();
  });
});
