package io.dgq.sdk.internal;

import io.dgq.sdk.http.HttpHeaders;
import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Response headers as an unmodifiable map (names in lower case) built only when first read, so that a call whose
 * caller never looks at the headers does not pay for the map. Internal.
 */
public final class LazyHeaders extends AbstractMap<String, List<String>> {

    private final HttpHeaders headers;
    private volatile Map<String, List<String>> map;

    /**
     * Wraps response headers.
     *
     * @param headers the headers
     */
    public LazyHeaders(HttpHeaders headers) {
        this.headers = headers;
    }

    private Map<String, List<String>> map() {
        Map<String, List<String>> m = map;
        if (m == null) {
            m = headers.toMap();
            map = m;
        }
        return m;
    }

    @Override
    public List<String> get(Object key) {
        return map().get(key);
    }

    @Override
    public boolean containsKey(Object key) {
        return map().containsKey(key);
    }

    @Override
    public Set<Entry<String, List<String>>> entrySet() {
        return map().entrySet();
    }
}
