/** Pages that stand in for a site, as the software ships them (their sentences verbatim): decision 166. */
export const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${body}</body></html>`;

export const STAND_INS = {
  nginx: page(
    'Welcome to nginx!',
    '<h1>Welcome to nginx!</h1><p>If you see this page, the nginx web server is successfully installed and working. Further configuration is required.</p><p>For online documentation and support please refer to <a href="http://nginx.org/">nginx.org</a>.<br/>Commercial support is available at <a href="http://nginx.com/">nginx.com</a>.</p><p><em>Thank you for using nginx.</em></p>',
  ),
  apache: page(
    'Apache2 Ubuntu Default Page: It works',
    '<div>Apache2 Ubuntu Default Page</div><div>It works!</div><p>This is the default welcome page used to test the correct operation of the Apache2 server after installation on Ubuntu systems. If you can read this page, it means that the Apache HTTP server installed at this site is working properly. You should replace this file (located at /var/www/html/index.html) before continuing to operate your HTTP server.</p>',
  ),
  parked: page(
    'bloom-florists.example',
    '<h1>bloom-florists.example</h1><h2>This domain is for sale!</h2><p>The domain name bloom-florists.example is available for purchase. Make an offer today and secure this premium domain for your business.</p><p><a href="https://sedo.com/search/details/?domain=bloom-florists.example">Buy this domain</a></p>',
  ),
  holding: page(
    'Bloom Florists – Coming Soon',
    '<main><h1>Coming soon!</h1><p>Our new website is on its way. Sign up to hear when we launch.</p></main><footer>© 2026 Bloom Florists</footer>',
  ),
  wordpressSample: page(
    'Hello world! – Bloom Florists',
    '<main><article><h1>Hello world!</h1><p>Welcome to WordPress. This is your first post. Edit or delete it, then start writing!</p></article></main>',
  ),
  folderListing: page(
    'Index of /',
    '<h1>Index of /</h1><table><tr><th>Name</th><th>Last modified</th><th>Size</th><th>Description</th></tr><tr><td><a href="/">Parent Directory</a></td><td></td><td>-</td><td></td></tr><tr><td><a href="old-site/">old-site/</a></td><td>2026-03-02 10:14</td><td>-</td><td></td></tr></table><address>Apache/2.4.58 (Ubuntu) Server at bloom-florists.example Port 80</address>',
  ),
};
