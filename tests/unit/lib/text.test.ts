import { describe, expect, it } from 'vitest';
import { featuredImage, noteBeyond, truncateDescription } from '../../../src/lib/format/text.ts';

describe('card description (01 §2.8, §9.3)', () => {
  it("cuts a longer text to 240 characters followed by '...'", () => {
    const text = 'a'.repeat(300);
    expect(truncateDescription(text)).toBe(`${'a'.repeat(240)}...`);
    expect(truncateDescription('b'.repeat(241))).toBe(`${'b'.repeat(240)}...`);
  });
  it('shows a text of 240 characters or fewer whole', () => {
    const exactly = 'c'.repeat(240);
    expect(truncateDescription(exactly)).toBe(exactly);
    expect(truncateDescription('A quiet studio.')).toBe('A quiet studio.');
    expect(truncateDescription(null)).toBe('');
  });
  it('drops trailing spaces before the ellipsis and never splits a character', () => {
    expect(truncateDescription(`${'d'.repeat(238)}  tail`)).toBe(`${'d'.repeat(238)}...`);
    const emoji = `${'e'.repeat(239)}🌊🌊`;
    expect(truncateDescription(emoji)).toBe(`${'e'.repeat(239)}🌊...`);
  });
});

describe('featured image (01 §2.14)', () => {
  it('takes the featured image first', () => {
    expect(
      featuredImage([
        { url: 'a', orderNumber: 1 },
        { url: 'b', isFeatured: true, orderNumber: 2 },
      ])?.url,
    ).toBe('b');
  });
  it('else the one with orderNumber 1', () => {
    expect(
      featuredImage([
        { url: 'a', orderNumber: 2 },
        { url: 'b', orderNumber: 1 },
      ])?.url,
    ).toBe('b');
  });
  it('else the first, or null without images', () => {
    expect(featuredImage([{ url: 'a', orderNumber: 3 }, { url: 'b' }])?.url).toBe('a');
    expect(featuredImage([])).toBeNull();
    expect(featuredImage(null)).toBeNull();
  });
});

describe('a property’s note beside the cancellation summary (noteBeyond)', () => {
  it('leaves out the sentence that repeats the summary word for word', () => {
    expect(
      noteBeyond('Free cancellation up to 7 days before arrival. After that the first night is charged.', 'Free cancellation up to 7 days before arrival'),
    ).toBe('After that the first night is charged.');
    expect(
      noteBeyond('Besplatno otkazivanje do 7 dana prije dolaska. Nakon toga naplaćuje se prvo noćenje.', 'Besplatno otkazivanje do 7 dana prije dolaska'),
    ).toBe('Nakon toga naplaćuje se prvo noćenje.');
  });

  it('reads an ordinal’s dot as part of its sentence, and a date’s last dot as its end', () => {
    expect(noteBeyond('Bezplatné zrušení do 7. dne před příjezdem. Poté se účtuje první noc.', 'Bezplatné zrušení do 7. dne před příjezdem')).toBe(
      'Poté se účtuje první noc.',
    );
    expect(noteBeyond('Parking do 15. 7. 2026. Besplatno otkazivanje do 7 dana prije dolaska.', 'Besplatno otkazivanje do 7 dana prije dolaska')).toBe(
      'Parking do 15. 7. 2026.',
    );
  });

  it('is none when the note only repeats it, and whole when it says something else', () => {
    expect(noteBeyond('Non-refundable.', 'Non-refundable')).toBeNull();
    expect(noteBeyond('  ', 'Non-refundable')).toBeNull();
    expect(noteBeyond(null, 'Non-refundable')).toBeNull();
    expect(noteBeyond('Keys at the reception. Late arrival on request!', 'Non-refundable')).toBe('Keys at the reception. Late arrival on request!');
  });
});
