package io.dgq.server.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Collects the SEVERE records of the server's loggers (all under {@code io.dgq.server}) from {@link #start()} to
 * {@link #close()}, for tests that promise a request a client can send never leaves one.
 */
public final class SevereLogCapture extends Handler {

    private static final Logger SERVER_LOG = Logger.getLogger("io.dgq.server");

    private final List<LogRecord> records = new CopyOnWriteArrayList<>();

    private SevereLogCapture() {}

    /** {@return a capture attached to the server's loggers} */
    public static SevereLogCapture start() {
        SevereLogCapture capture = new SevereLogCapture();
        SERVER_LOG.addHandler(capture);
        return capture;
    }

    /** {@return the records collected since the last call, which are then forgotten} */
    public List<LogRecord> drain() {
        List<LogRecord> drained = new ArrayList<>(records);
        records.removeAll(drained);
        return drained;
    }

    @Override
    public void publish(LogRecord record) {
        if (record.getLevel().intValue() >= Level.SEVERE.intValue()) {
            records.add(record);
        }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        SERVER_LOG.removeHandler(this);
    }
}
