import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import RatingSummary, { starFill } from './rating-summary';

const ratings = (AverageRating: number) => ({
  AverageRating,
  TotalRatings: 2,
  FiveStar: 1,
  FourStar: 1,
  ThreeStar: 0,
  TwoStar: 0,
  OneStar: 0,
});

describe('the rating summary', () => {
  it('fills the stars to the average: 4.5 draws four and a half, not five', () => {
    expect(starFill(4.5)).toBe(90);
    expect(starFill(4.3)).toBe(86);
    expect(starFill(0)).toBe(0);
    expect(starFill(7)).toBe(100);
    render(<RatingSummary ratings={ratings(4.5)} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
    expect(screen.getByTestId('stars-fill').style.width).toBe('90%');
  });
});
