// A real page until the site itself lands (issue #4): it says what the service is and credits the data.
export function PlaceholderPage() {
  return (
    <>
      <a href="#main" className="skip-link">Skip to main content</a>
      <header><p><strong>Vaxnear</strong></p></header>
      <main id="main">
        <h1>Find a vaccine near you</h1>
        <p>
          Book a COVID-19, flu, RSV or pneumococcal vaccine at a pharmacy near you. Online booking is coming soon;
          the location search API is available at <a href="/api/v1/docs">/api/v1/docs</a>.
        </p>
      </main>
      <footer>
        <h2>Data sources</h2>
        <ul>
          <li>ZIP code data includes GeoNames postal code data (<a href="https://www.geonames.org">www.geonames.org</a>), licensed under CC BY 4.0.</li>
          <li>ZIP centroids and population: U.S. Census Bureau (public domain).</li>
          <li>Pharmacy locations: Vaccines.gov / CDC open data (U.S. Government work).</li>
        </ul>
        <p>© {new Date().getFullYear()} Vaxnear</p>
      </footer>
    </>
  );
}
