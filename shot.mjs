import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
const pages = process.argv.slice(2)
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const p of pages) {
    await page.goto('http://localhost:3060' + p)
    await page.waitForTimeout(300)
    await page.screenshot({ path: `/tmp/shot-${p.replace(/\W/g,'_')}-${width}.png`, fullPage: false })
  }
}
await browser.close()
