// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Moves the stablecoins and wrapped ether a treasury holds to a multisig.
contract TreasuryRouter {
    address public constant USDC = 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48;
    address public constant WETH = 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2;
    address public constant DAI = 0x6B175474E89094C44Da98b954EedeAC495271d0F;
    address public constant LINK = 0x514910771AF9Ca656af840dff83E8264EcF986CA;

    /// Where the treasury swaps: Uniswap v3 USDC/WETH 0.05% (a pool, not a token: hover it).
    address public constant USDC_WETH_POOL = 0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640;

    /// The treasury multisig (the reference data's multi-chain wallet).
    address public constant TREASURY = 0x83205C42196a94f331C406334215Dba2E09f0A3d;

    function sweep(address token) external {
        uint256 amount = IERC20(token).balanceOf(address(this));
        require(IERC20(token).transfer(TREASURY, amount), "transfer failed");
    }

    function sweepAll() external {
        address[4] memory tokens = [USDC, WETH, DAI, LINK];
        for (uint256 i = 0; i < tokens.length; i++) {
            this.sweep(tokens[i]);
        }
    }
}
