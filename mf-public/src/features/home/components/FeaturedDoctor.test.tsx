import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeDoctor } from '@clinic/shared/testing';
import { FeaturedDoctor } from './FeaturedDoctor';

const renderFeatured = () =>
  render(
    <MemoryRouter>
      <FeaturedDoctor />
    </MemoryRouter>,
  );

test('features the first doctor, linking to their appointment page', () => {
  useDoctorsStore.setState({
    status: 'ready',
    doctors: [makeDoctor({ _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Dr. First' }), makeDoctor({ name: 'Dr. Second' })],
  });
  renderFeatured();
  const card = screen.getByTestId('featured-doctor');
  expect(card).toHaveAttribute('href', '/appointment/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
  expect(card).toHaveTextContent('Dr. First');
  expect(card).toHaveTextContent('Hearing Aid and Speech Specialist');
  expect(card).toHaveTextContent('Available');
  expect(screen.queryByText('Dr. Second')).toBeNull();
});

test('an unavailable first doctor says Not Available', () => {
  useDoctorsStore.setState({ status: 'ready', doctors: [makeDoctor({ available: false })] });
  renderFeatured();
  expect(screen.getByTestId('featured-doctor')).toHaveTextContent('Not Available');
});

test('no doctors: the spec sentence', () => {
  useDoctorsStore.setState({ status: 'ready', doctors: [] });
  renderFeatured();
  expect(screen.getByText('No doctors available right now.')).toBeInTheDocument();
});

test('the featured card shows the doctor’s focus and languages', () => {
  useDoctorsStore.setState({
    status: 'ready',
    doctors: [makeDoctor({ name: 'Dr. First', focus: 'Speech-language pathologist', languages: ['English', 'Tamil'] })],
  });
  renderFeatured();
  const card = screen.getByTestId('featured-doctor');
  expect(card).toHaveTextContent('Speech-language pathologist');
  expect(card).toHaveTextContent('Speaks English, Tamil');
});
