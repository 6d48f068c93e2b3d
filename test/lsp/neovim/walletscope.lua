-- Drives walletscope-language-server from Neovim's built-in LSP client (0.7 API: start_client,
-- buf_attach_client, buf_request_sync, vim.diagnostic), headless, as a user would: hover USDC's contract, see
-- the checksum warning and apply its quick fix, complete `"USD`, show a hostile service's hover in the
-- floating preview Neovim's own K opens, and hover again from a client that declares plain-text hovers only. Writes what it saw to a JSON file for run.ts (test/lsp/neovim.test.ts,
-- package.test.ts), after every step, so a run that is killed still tells which step it was in. Inputs come from
-- the environment.
local env = vim.env
local out = { ok = false }
-- Each step waits at most this long; run.ts's kill timer is well above all of them together.
local TIMEOUT = 6000

local function save()
  local file = assert(io.open(env.WALLETSCOPE_RESULT, 'w'))
  file:write(vim.fn.json_encode(out))
  file:close()
end

--- Marks the start of a step (saved at once): a timeout or a kill reports it.
local function step(name)
  out.step = name
  save()
end

local function request(bufnr, client_id, method, params)
  local answers, err = vim.lsp.buf_request_sync(bufnr, method, params, TIMEOUT)
  assert(answers, out.step .. ': ' .. method .. ' got no answer within ' .. TIMEOUT .. ' ms (' .. tostring(err) .. ')')
  local answer = answers[client_id]
  assert(answer, out.step .. ': ' .. method .. ': no answer from the server')
  assert(not answer.err, out.step .. ': ' .. method .. ': ' .. vim.inspect(answer.err))
  return answer.result
end

local function wait(what, check)
  assert(vim.wait(TIMEOUT, check, 20), out.step .. ': ' .. what .. ' within ' .. TIMEOUT .. ' ms')
end

--- A client for the server with these settings and this service (the server's environment decides it), attached
--- to `bufnr`, once initialized. `capabilities`: the client's own (Neovim's defaults when nil).
local function start(name, bufnr, settings, api_url, capabilities)
  local client_id = vim.lsp.start_client({
    name = name,
    capabilities = capabilities,
    -- The server's argv as a JSON list: node and the in-repo bundle, or the command an npm install put in place.
    cmd = vim.fn.json_decode(env.WALLETSCOPE_SERVER_CMD),
    cmd_env = { WALLETSCOPE_API_URL = api_url },
    root_dir = vim.fn.fnamemodify(env.WALLETSCOPE_FILE, ':h'),
    init_options = settings,
    settings = settings,
  })
  assert(client_id, out.step .. ': the client did not start')
  vim.lsp.buf_attach_client(bufnr, client_id)
  wait('the server did not initialize', function()
    local client = vim.lsp.get_client_by_id(client_id)
    return client ~= nil and client.initialized
  end)
  return client_id
end

--- A vim.diagnostic item as the LSP diagnostic a code action request carries (what 0.7's deprecated
--- vim.lsp.diagnostic.get_line_diagnostics returned).
local function to_lsp(d)
  local lsp = d.user_data and d.user_data.lsp or {}
  return {
    range = { start = { line = d.lnum, character = d.col }, ['end'] = { line = d.end_lnum, character = d.end_col } },
    severity = d.severity, message = d.message, source = d.source, code = d.code or lsp.code,
  }
end

local function open(path)
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = 'solidity'
  return bufnr, vim.uri_from_bufnr(bufnr)
end

local function run()
  step('start')
  local bufnr, uri = open(env.WALLETSCOPE_FILE)
  -- Completion is on in the user's own settings file (run.ts): a client's settings cannot turn it on.
  local settings = { walletscope = { hover = { enabled = true } } }
  local client_id = start('walletscope', bufnr, settings, env.WALLETSCOPE_API_URL)
  out.server = vim.lsp.get_client_by_id(client_id).server_capabilities ~= nil

  -- Hover on USDC's contract (line 2, inside the address), as the markdown Neovim shows.
  step('hover')
  local hover = request(bufnr, client_id, 'textDocument/hover', { textDocument = { uri = uri }, position = { line = 2, character = 40 } })
  out.hover = hover.contents.value
  out.hover_lines = vim.lsp.util.convert_input_to_markdown_lines(hover.contents)

  -- The checksum warning on line 3, and its preferred fix applied to the buffer.
  step('checksum warning')
  wait('no diagnostics', function() return #vim.diagnostic.get(bufnr) > 0 end)
  out.diagnostics = vim.tbl_map(function(d) return { lnum = d.lnum, col = d.col, message = d.message, source = d.source } end, vim.diagnostic.get(bufnr))
  local line_diagnostics = vim.tbl_map(to_lsp, vim.diagnostic.get(bufnr, { lnum = 3 }))
  assert(#line_diagnostics > 0, out.step .. ': no diagnostic on line 3')
  step('code action')
  local actions = request(bufnr, client_id, 'textDocument/codeAction', {
    textDocument = { uri = uri }, range = line_diagnostics[1].range, context = { diagnostics = line_diagnostics },
  })
  out.actions = vim.tbl_map(function(a) return a.title end, actions)
  for _, action in ipairs(actions) do
    if action.isPreferred then vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16') end
  end
  out.fixed_line = vim.api.nvim_buf_get_lines(bufnr, 3, 4, false)[1]
  step('warning cleared')
  out.cleared = vim.wait(TIMEOUT, function() return #vim.diagnostic.get(bufnr) == 0 end, 20)

  -- Completion of `"USD` typed on a new last line, asked for right after the D.
  step('completion')
  local last = vim.api.nvim_buf_line_count(bufnr)
  local typed = '    address usd = address("USD'
  vim.api.nvim_buf_set_lines(bufnr, last, last, false, { typed })
  local completion = request(bufnr, client_id, 'textDocument/completion', {
    textDocument = { uri = uri }, position = { line = last, character = #typed },
  })
  out.completion = vim.tbl_map(function(item) return { label = item.label, newText = item.textEdit and item.textEdit.newText } end, completion.items)

  -- A hostile service's hover (":", "@" and "&" in its names) as K shows it: the floating preview's lines.
  step('hostile hover')
  local hostile_bufnr, hostile_uri = open(env.WALLETSCOPE_HOSTILE_FILE)
  local hostile_client = start('walletscope-hostile', hostile_bufnr, {}, env.WALLETSCOPE_HOSTILE_URL)
  local hostile = request(hostile_bufnr, hostile_client, 'textDocument/hover', { textDocument = { uri = hostile_uri }, position = { line = 0, character = 30 } })
  local lines = vim.lsp.util.convert_input_to_markdown_lines(hostile.contents)
  local float_bufnr = vim.lsp.util.open_floating_preview(lines, 'markdown', {})
  out.hostile_lines = vim.api.nvim_buf_get_lines(float_bufnr, 0, -1, false)

  -- USDC's hover for a client that declares plain text only (as an editor without a markdown renderer does), and
  -- the floating preview K opens for it (Neovim shows plain text as it is).
  step('plain-text hover')
  local capabilities = vim.lsp.protocol.make_client_capabilities()
  capabilities.textDocument.hover.contentFormat = { 'plaintext' }
  local plain_client = start('walletscope-plaintext', bufnr, settings, env.WALLETSCOPE_API_URL, capabilities)
  local plain = request(bufnr, plain_client, 'textDocument/hover', { textDocument = { uri = uri }, position = { line = 2, character = 40 } })
  out.plain_kind = plain.contents.kind
  out.plain_hover = plain.contents.value
  local plain_lines = vim.lsp.util.trim_empty_lines(vim.lsp.util.convert_input_to_markdown_lines(plain.contents))
  out.plain_lines = vim.api.nvim_buf_get_lines(vim.lsp.util.open_floating_preview(plain_lines, 'markdown', {}), 0, -1, false)

  out.step = 'done'
  out.ok = true
end

local ok, err = pcall(run)
if not ok then out.error = tostring(err) end
save()
vim.cmd('qall!')
