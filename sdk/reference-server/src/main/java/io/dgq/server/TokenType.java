package io.dgq.server;

/** The two kinds of DGQ access token; only {@link #API_ACCESS} tokens authenticate REST calls. */
public enum TokenType {

    /** An API access token ({@code token_type} = {@code api_access_token}), for REST calls. */
    API_ACCESS("api_access_token"),

    /** An MCP access token ({@code token_type} = {@code mcp_authorization}); REST calls refuse it. */
    MCP_AUTHORIZATION("mcp_authorization");

    private final String claim;

    TokenType(String claim) {
        this.claim = claim;
    }

    /**
     * The value of the token's {@code token_type} claim.
     *
     * @return the claim value
     */
    public String claim() {
        return claim;
    }
}
