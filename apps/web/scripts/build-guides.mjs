#!/usr/bin/env node
// Builds the user-guide PDFs that the footer offers for download (spec
// 001_a7c742dac97fcdb8.txt, section 2 "Menu, footer, language": a user-guide PDF and a
// per-page help PDF). Sources are the Markdown-like files in guides/<lang>/; the output goes
// to public/guides/ (Italian, the default language) and public/guides/en/ (English), which
// Vite copies into dist/. The output is generated, not committed (see .gitignore).
//
// The output is deterministic: the creation date comes from guides/manifest.json (or from
// SOURCE_DATE_EPOCH, the reproducible-builds convention), pdfkit derives the file ID from
// the document info only, and a file whose bytes did not change is not rewritten.

import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const appDirectory = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDirectory = join(appDirectory, 'guides');
const outputDirectory = join(appDirectory, 'public', 'guides');

/** Per-language settings: where the PDFs go and the fixed words printed on every page. */
const languages = {
  it: {
    outputSubdirectory: '',
    pdfLanguage: 'it-IT',
    header: 'Cartella — Guida',
    page: (number, total) => `Pagina ${number} di ${total}`,
    updated: (date) => `Aggiornata il ${formatDate(date)}`,
  },
  en: {
    outputSubdirectory: 'en',
    pdfLanguage: 'en',
    header: 'Cartella — Guide',
    page: (number, total) => `Page ${number} of ${total}`,
    updated: (date) => `Updated ${formatDate(date)}`,
  },
};

// Layout in PDF points (1/72 inch) on A4. Sizes are generous because many readers are
// older patients (brief: "write plainly for older patients").
const pageMargin = 56;
const headerTop = 28;
const footerOffset = 36;
const bulletIndent = 18;
const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const sizes = { title: 22, heading: 15, body: 12, small: 9 };
const colours = { text: '#1a1a1a', accent: '#1A576E', muted: '#555555', rule: '#b8c7cd' };

// The standard PDF fonts are encoded in WinAnsi: every character of a guide must be in it,
// otherwise pdfkit would print a wrong glyph. Latin-1 plus the WinAnsi extras in 0x80-0x9F.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function formatDate(date) {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getUTCFullYear()}`;
}

function fail(message) {
  throw new Error(`build-guides: ${message}`);
}

function readManifest() {
  const manifest = JSON.parse(readFileSync(join(sourceDirectory, 'manifest.json'), 'utf8'));
  if (!Array.isArray(manifest.guides) || manifest.guides.length === 0) {
    fail('manifest.json needs a non-empty "guides" list');
  }
  for (const name of manifest.guides) {
    if (typeof name !== 'string' || !/^[A-Za-z]+$/.test(name)) fail(`bad guide name ${JSON.stringify(name)}`);
  }
  const epoch = process.env.SOURCE_DATE_EPOCH;
  const revised = epoch ? new Date(Number(epoch) * 1000) : new Date(`${manifest.revised}T00:00:00Z`);
  if (Number.isNaN(revised.getTime())) fail('manifest.json "revised" must be a YYYY-MM-DD date');
  return { guides: manifest.guides, revised };
}

/**
 * Parses the guide subset of Markdown: `# Title` once at the top, `## Heading`, `- bullet`
 * (continued by lines indented with two spaces) and paragraphs separated by blank lines.
 * Anything else is an error so that a typo never turns into a silently wrong PDF.
 */
export function parseGuide(text, fileName) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks = [];
  let title;
  let open = null;
  const close = () => {
    if (open) blocks.push({ ...open, text: open.text.replace(/\s+/g, ' ').trim() });
    open = null;
  };
  for (const [index, line] of lines.entries()) {
    const where = `${fileName}:${index + 1}`;
    for (const character of line) {
      const code = character.codePointAt(0) ?? 0;
      const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      if (!latin1 && !winAnsiExtras.has(character))
        fail(`${where}: character ${JSON.stringify(character)} is not printable with the PDF fonts`);
    }
    if (line.trim() === '') {
      close();
      continue;
    }
    if (line.startsWith('# ')) {
      if (title !== undefined || blocks.length > 0 || open)
        fail(`${where}: the title must be the first line and appear once`);
      title = line.slice(2).trim();
      continue;
    }
    if (line.startsWith('## ')) {
      close();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      continue;
    }
    if (line.startsWith('- ')) {
      close();
      open = { kind: 'bullet', text: line.slice(2) };
      continue;
    }
    if (/^\s/.test(line)) {
      if (open?.kind !== 'bullet') fail(`${where}: an indented line must continue a bullet`);
      open.text += ` ${line}`;
      continue;
    }
    if (/^(#|\*|\d+\.|>|\|)/.test(line))
      fail(`${where}: unsupported syntax (use #, ##, - and paragraphs only)`);
    if (open?.kind === 'paragraph') open.text += ` ${line}`;
    else {
      close();
      open = { kind: 'paragraph', text: line };
    }
  }
  close();
  if (!title) fail(`${fileName}: missing "# Title" on the first line`);
  for (const block of blocks) if (block.text === '') fail(`${fileName}: empty ${block.kind}`);
  return { title, blocks };
}

/** Renders one parsed guide to PDF bytes. */
export function renderGuide(guide, language, revised) {
  const settings = languages[language];
  const document = new PDFDocument({
    size: 'A4',
    margins: { top: pageMargin + 8, bottom: pageMargin + 4, left: pageMargin, right: pageMargin },
    bufferPages: true,
    lang: settings.pdfLanguage,
    displayTitle: true,
    // Tagged PDF: headings, paragraphs and lists in a structure tree that screen readers follow;
    // running headers, footers and rules are artifacts they skip.
    tagged: true,
    pdfVersion: '1.7',
    info: {
      Title: guide.title,
      Author: 'Cartella',
      Subject: settings.header,
      Creator: 'Cartella build-guides',
      Producer: 'PDFKit',
      CreationDate: revised,
      ModDate: revised,
    },
  });
  const chunks = [];
  document.on('data', (chunk) => chunks.push(chunk));
  const finished = new Promise((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const left = pageMargin;
  const width = document.page.width - 2 * pageMargin;
  const bottomLimit = () => document.page.height - document.page.margins.bottom;
  // Starts a new page when fewer than `height` points are left, so a heading is never the
  // last line of a page and a bullet marker never sits apart from its text.
  const keepTogether = (height) => {
    if (document.y + height > bottomLimit()) document.addPage();
  };

  const root = document.struct('Document');
  document.addStructure(root);
  /** Draws decoration (rules, running header and footer) that assistive technology skips. */
  const artifact = (type, draw) => {
    document.markContent('Artifact', { type });
    draw();
    document.endMarkedContent();
  };

  document.font(fonts.bold).fontSize(sizes.title).fillColor(colours.accent);
  root.add(document.struct('H1', () => document.text(guide.title, left, document.y, { width })));
  document.moveDown(0.3);
  artifact('Layout', () =>
    document
      .moveTo(left, document.y)
      .lineTo(left + width, document.y)
      .lineWidth(1.5)
      .strokeColor(colours.accent)
      .stroke(),
  );
  document.moveDown(0.8);

  // Consecutive bullets form one list.
  let list = null;
  for (const block of guide.blocks) {
    if (block.kind !== 'bullet') list = null;
    if (block.kind === 'heading') {
      document.font(fonts.bold).fontSize(sizes.heading);
      const headingHeight = document.heightOfString(block.text, { width });
      document.font(fonts.regular).fontSize(sizes.body);
      keepTogether(headingHeight + 3 * document.currentLineHeight(true) + 14);
      document.moveDown(0.4);
      document.outline.addItem(block.text);
      document.font(fonts.bold).fontSize(sizes.heading).fillColor(colours.accent);
      root.add(document.struct('H2', () => document.text(block.text, left, document.y, { width })));
      document.moveDown(0.35);
    } else if (block.kind === 'bullet') {
      document.font(fonts.regular).fontSize(sizes.body).fillColor(colours.text);
      keepTogether(2 * document.currentLineHeight(true));
      if (list === null) {
        list = document.struct('L');
        root.add(list);
      }
      const top = document.y;
      const item = document.struct('LI');
      list.add(item);
      item.add(
        document.struct('Lbl', () =>
          document.text('•', left + 4, top, { width: bulletIndent, lineBreak: false }),
        ),
      );
      item.add(
        document.struct('LBody', () =>
          document.text(block.text, left + bulletIndent, top, { width: width - bulletIndent, lineGap: 2 }),
        ),
      );
      document.moveDown(0.3);
    } else {
      document.font(fonts.regular).fontSize(sizes.body).fillColor(colours.text);
      keepTogether(2 * document.currentLineHeight(true));
      root.add(
        document.struct('P', () => document.text(block.text, left, document.y, { width, lineGap: 2 })),
      );
      document.moveDown(0.6);
    }
  }
  root.end();

  // Header and footer go on every page once the page count is known.
  const range = document.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    document.switchToPage(index);
    const bottomMargin = document.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    document.page.margins.bottom = 0;
    document.markContent('Artifact', { type: 'Pagination' });
    document.font(fonts.bold).fontSize(sizes.small).fillColor(colours.accent);
    document.text(settings.header, left, headerTop, { width: width / 2, lineBreak: false });
    document.font(fonts.regular).fillColor(colours.muted);
    document.text(guide.title, left + width / 2, headerTop, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    const ruleY = headerTop + 14;
    document
      .moveTo(left, ruleY)
      .lineTo(left + width, ruleY)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
    const footerY = document.page.height - footerOffset;
    document
      .moveTo(left, footerY - 6)
      .lineTo(left + width, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
    document.text(settings.updated(revised), left, footerY, { width: width / 2, lineBreak: false });
    document.text(settings.page(index - range.start + 1, range.count), left + width / 2, footerY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    document.endMarkedContent();
    document.page.margins.bottom = bottomMargin;
  }
  document.end();
  return finished;
}

function writeIfChanged(path, bytes) {
  if (existsSync(path) && readFileSync(path).equals(bytes)) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return true;
}

/** Removes PDFs that no longer have a source, so a renamed guide leaves nothing behind. */
function removeStalePdfs(directory, keep) {
  if (!existsSync(directory)) return;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.pdf') && !keep.has(entry.name))
      rmSync(join(directory, entry.name));
  }
}

async function main() {
  const started = performance.now();
  const { guides, revised } = readManifest();
  const report = [];
  for (const [language, settings] of Object.entries(languages)) {
    const languageSource = join(sourceDirectory, language);
    const sources = new Set(readdirSync(languageSource).filter((name) => name.endsWith('.md')));
    for (const source of sources) {
      if (!guides.includes(source.slice(0, -3))) fail(`${language}/${source} is not listed in manifest.json`);
    }
    const target = join(outputDirectory, settings.outputSubdirectory);
    for (const name of guides) {
      if (!sources.has(`${name}.md`)) fail(`missing source ${language}/${name}.md`);
      const guide = parseGuide(
        readFileSync(join(languageSource, `${name}.md`), 'utf8'),
        `${language}/${name}.md`,
      );
      const bytes = await renderGuide(guide, language, revised);
      const changed = writeIfChanged(join(target, `${name}.pdf`), bytes);
      report.push({ file: join(settings.outputSubdirectory, `${name}.pdf`), bytes: bytes.length, changed });
    }
    removeStalePdfs(target, new Set(guides.map((name) => `${name}.pdf`)));
  }
  const changedCount = report.filter((entry) => entry.changed).length;
  const elapsed = Math.round(performance.now() - started);
  console.log(
    `build-guides: ${report.length} PDFs in public/guides (${changedCount} changed) in ${elapsed} ms`,
  );
  if (process.argv.includes('--verbose')) {
    for (const entry of report)
      console.log(`  ${entry.file.padEnd(28)} ${String(entry.bytes).padStart(7)} B`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
