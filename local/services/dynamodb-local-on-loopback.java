// Starts AWS's DynamoDB Local listening on one address (the loopback) instead of all of them.
//
// DynamoDB Local's command line has no bind-address option: its ServerRunner builds a Jetty server
// with `new Server(port)`, which listens on every interface. This builds the same server from the
// same arguments with DynamoDB Local's own factory, sets the host of its connector, then starts it.
// Java runs this file from source (`java -cp DynamoDBLocal.jar <this file> <host> <options>`).

import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class DynamoDbLocalOnLoopback {
  public static void main(String[] args) throws Exception {
    if (args.length < 1) throw new IllegalArgumentException("usage: <host> [DynamoDB Local options]");
    String host = args[0];
    String[] options = java.util.Arrays.copyOfRange(args, 1, args.length);

    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(options);
    // The Jetty server is a private field with no getter; DynamoDB Local runs on the class path, so
    // reflection may open it.
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    Connector[] connectors = server.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local built a server without a connector");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector)) {
        throw new IllegalStateException("Unexpected DynamoDB Local connector: " + connector.getClass().getName());
      }
      ((ServerConnector) connector).setHost(host);
    }
    try {
      proxy.start();
    } catch (Exception error) {
      // One line with every cause (a port taken shows as BindException), not a 50-line trace.
      StringBuilder why = new StringBuilder(String.valueOf(error));
      for (Throwable cause = error.getCause(); cause != null; cause = cause.getCause()) why.append(" <- ").append(cause);
      System.err.println("DynamoDB Local could not start: " + why);
      System.exit(1);
    }
  }
}
