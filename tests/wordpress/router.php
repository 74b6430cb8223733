<?php
/**
 * Router for PHP's built-in server: files as they are, every other path through WordPress (pretty permalinks, as
 * Apache's mod_rewrite would do with WordPress's .htaccess).
 */
$root = getenv( 'P2P_WP_ROOT' );
$path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/' !== $path && ( is_file( $root . $path ) || is_file( rtrim( $root . $path, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $root );
require $root . '/index.php';
