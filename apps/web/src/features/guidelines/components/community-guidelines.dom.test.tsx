import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogues, CATALOGUES } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { CommunityGuidelines } from './community-guidelines';

describe('the community guidelines', () => {
  it("list the report reasons the report dialog offers, from the server's catalogue", async () => {
    server.use(catalogues());
    renderWithApp(<CommunityGuidelines />, { route: '/community-guidelines' });
    for (const reason of CATALOGUES.flagCategories) {
      expect(await screen.findByText(reason.name)).toBeInTheDocument();
      expect(screen.getByText(reason.description)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
  });
});
