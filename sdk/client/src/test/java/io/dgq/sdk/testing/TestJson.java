package io.dgq.sdk.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.sdk.internal.json.Json;

/** The SDK's JSON configuration for tests: a copy of the shared mapper, so no test can reconfigure the SDK's. */
public final class TestJson {

    /** A mapper configured as the SDK's, of the tests' own. */
    public static final ObjectMapper MAPPER = Json.newMapper();

    private TestJson() {}
}
