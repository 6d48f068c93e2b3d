-- Drives walletscope-language-server from Neovim's built-in LSP client (0.7 API: start_client,
-- buf_attach_client, buf_request_sync), headless, as a user would: hover USDC's contract, see the
-- checksum warning and apply its quick fix, complete `"USD`. Writes what it saw to a JSON file for
-- test/lsp/neovim.test.ts. Inputs come from the environment.
local env = vim.env
local out = {}
local TIMEOUT = 10000

local function request(bufnr, client_id, method, params)
  local answers, err = vim.lsp.buf_request_sync(bufnr, method, params, TIMEOUT)
  assert(answers, method .. ': ' .. tostring(err))
  local answer = answers[client_id]
  assert(answer, method .. ': no answer')
  assert(not answer.err, method .. ': ' .. vim.inspect(answer.err))
  return answer.result
end

local function run()
  vim.cmd('edit ' .. vim.fn.fnameescape(env.WALLETSCOPE_FILE))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = 'solidity'
  local uri = vim.uri_from_bufnr(bufnr)
  local settings = { walletscope = { apiBaseUrl = env.WALLETSCOPE_API_URL, languageServer = { completion = true } } }
  local client_id = vim.lsp.start_client({
    name = 'walletscope',
    cmd = { env.WALLETSCOPE_NODE, env.WALLETSCOPE_SERVER_JS, '--stdio' },
    root_dir = vim.fn.fnamemodify(env.WALLETSCOPE_FILE, ':h'),
    init_options = settings,
    settings = settings,
  })
  assert(client_id, 'the client did not start')
  vim.lsp.buf_attach_client(bufnr, client_id)
  assert(vim.wait(TIMEOUT, function()
    local client = vim.lsp.get_client_by_id(client_id)
    return client ~= nil and client.initialized
  end), 'the server did not initialize')
  out.server = vim.lsp.get_client_by_id(client_id).server_capabilities ~= nil

  -- Hover on USDC's contract (line 2, inside the address), as the markdown Neovim shows.
  local hover = request(bufnr, client_id, 'textDocument/hover', { textDocument = { uri = uri }, position = { line = 2, character = 40 } })
  out.hover = hover.contents.value
  out.hover_lines = vim.lsp.util.convert_input_to_markdown_lines(hover.contents)

  -- The checksum warning on line 3, and its preferred fix applied to the buffer.
  assert(vim.wait(TIMEOUT, function() return #vim.diagnostic.get(bufnr) > 0 end), 'no diagnostics')
  out.diagnostics = vim.tbl_map(function(d) return { lnum = d.lnum, col = d.col, message = d.message, source = d.source } end, vim.diagnostic.get(bufnr))
  local line_diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr, 3)
  local actions = request(bufnr, client_id, 'textDocument/codeAction', {
    textDocument = { uri = uri }, range = line_diagnostics[1].range, context = { diagnostics = line_diagnostics },
  })
  out.actions = vim.tbl_map(function(a) return a.title end, actions)
  for _, action in ipairs(actions) do
    if action.isPreferred then vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16') end
  end
  out.fixed_line = vim.api.nvim_buf_get_lines(bufnr, 3, 4, false)[1]
  out.cleared = vim.wait(TIMEOUT, function() return #vim.diagnostic.get(bufnr) == 0 end)

  -- Completion of `"USD` typed on a new last line.
  local last = vim.api.nvim_buf_line_count(bufnr)
  vim.api.nvim_buf_set_lines(bufnr, last, last, false, { '    address usd = address("USD' })
  local completion = request(bufnr, client_id, 'textDocument/completion', {
    textDocument = { uri = uri }, position = { line = last, character = 29 },
  })
  out.completion = vim.tbl_map(function(item) return { label = item.label, newText = item.textEdit and item.textEdit.newText } end, completion.items)
end

local ok, err = pcall(run)
out.ok = ok
if not ok then out.error = tostring(err) end
local file = io.open(env.WALLETSCOPE_RESULT, 'w')
file:write(vim.fn.json_encode(out))
file:close()
vim.cmd('qall!')
