package io.dgq.server;

import java.util.Map;

/**
 * One HTTP answer, independent of the transport.
 *
 * @param status the HTTP status
 * @param headers the headers to send besides the content type
 * @param body the JSON body
 */
record ApiResponse(int status, Map<String, String> headers, byte[] body) {

    ApiResponse {
        headers = Map.copyOf(headers);
    }
}
