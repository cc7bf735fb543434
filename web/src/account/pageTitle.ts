/** Names the page in the browser's title, keeping the site's name the server wrote after ' | '. */
export function setPageTitle(title: string): void {
  const site = document.title.split(' | ')[1];
  document.title = site ? `${title} | ${site}` : title;
}
