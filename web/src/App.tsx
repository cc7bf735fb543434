import { Navigate, Route, Routes } from 'react-router';
import { ExpiredListingBanner } from './components/ExpiredListingBanner';
import { SearchResultsPage } from './routes/SearchResultsPage';
import { VehiclePage } from './routes/VehiclePage';

export function App() {
  return (
    <>
      {/* Spec §8: after an expired vehicle page sent the shopper home (the SRP). */}
      <ExpiredListingBanner />
      <Routes>
        <Route path="/cars-for-sale" element={<SearchResultsPage />} />
        <Route path="/cars-for-sale/vehicle/:listingId" element={<VehiclePage />} />
        <Route path="*" element={<Navigate to="/cars-for-sale" replace />} />
      </Routes>
    </>
  );
}
