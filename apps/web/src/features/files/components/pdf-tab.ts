/**
 * Shows a PDF in a tab the page opened (`window.open('', '_blank')`, at the click, for popup
 * blockers), titled with the file's own name (issue #37). A blob address opened as the tab itself
 * named the tab after its random id (a UUID): Chromium's PDF viewer titles a document by its
 * metadata title, else the last part of its address. So the tab, still the page's own blank
 * document, gets the file's name as its title and language, and the PDF fills it in a frame that
 * carries the same name.
 */
export function showPdfInTab(tab: Window, url: string, name: string): void {
  const { document: page } = tab;
  page.title = name;
  page.documentElement.lang = document.documentElement.lang;
  page.body.style.margin = '0';
  const frame = page.createElement('iframe');
  frame.title = name;
  frame.src = url;
  frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0';
  page.body.replaceChildren(frame);
}
